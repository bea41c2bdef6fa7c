// Types of random.mjs.
export function seededRandom(seed: number): () => number
