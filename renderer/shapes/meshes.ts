// The flat shapes the portal draws (boxes, their borders, the spinner's ring, a QR code's modules) as
// triangle meshes: positions (x, y pairs) and indices into them, in the shape's own pixels. Pure and
// pixi-free; renderer/shapes/shapeView.ts batches them. They replace pixi's Graphics (issue 19: its
// drawing API, path and shape builders and its own shader were about 9 KB of the boot file, and each
// Graphics kept its geometry twice as number arrays), and tessellate as pixi's builders did: a rounded
// corner has pixi's segment count, a fill is a fan from the centre, a border lies inside the outline.

/** A triangle list: x, y per vertex; three indices per triangle. */
export type Mesh = { readonly positions: Float32Array; readonly indices: Uint16Array }

/** A rectangle in the shape's pixels. */
export type MeshRect = {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The most vertices one mesh may index (Uint16 indices). */
export const MAX_MESH_VERTICES = 65536

const NO_MESH: Mesh = { positions: new Float32Array(0), indices: new Uint16Array(0) }
const QUARTER = Math.PI / 2
const FULL_TURN = Math.PI * 2
/** pixi's curve density: a quarter circle of radius r has ⌈2.3·√(2r)⌉ segments (buildCircle) */
const SEGMENT_DENSITY = 2.3
/** segments of a round line cap (half a circle) */
const CAP_SEGMENTS = 8

/** Segments in a quarter circle of `radius` px, as pixi's buildCircle counts them; 0 for no radius. */
export function quarterSegments(radius: number): number {
  return radius > 0 ? Math.ceil(SEGMENT_DENSITY * Math.sqrt(2 * radius)) : 0
}

/** The radius a rounded rectangle can have: at most half its shorter side, never negative. */
const clampRadius = (width: number, height: number, radius: number): number =>
  Math.max(0, Math.min(radius, width / 2, height / 2))

/**
 * The outline of a rounded rectangle, clockwise on the screen from the top-left corner's left end: each
 * corner's arc in `segments` steps around its own centre (the centres `inset` in from the box's edges
 * plus the radius). `segments` 0 is a sharp corner: one point.
 */
function outline(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  segments: number,
  out: number[],
): void {
  const corners: [number, number, number][] = [
    [x + radius, y + radius, Math.PI],
    [x + width - radius, y + radius, Math.PI * 1.5],
    [x + width - radius, y + height - radius, 0],
    [x + radius, y + height - radius, QUARTER],
  ]
  for (const [cx, cy, start] of corners) {
    if (segments === 0) {
      out.push(cx, cy)
      continue
    }
    for (let k = 0; k <= segments; k++) {
      const angle = start + (QUARTER * k) / segments
      out.push(cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius)
    }
  }
}

/** A rectangle: two triangles. */
export function rectMesh(width: number, height: number, x = 0, y = 0): Mesh {
  if (!(width > 0 && height > 0)) return NO_MESH
  return rectsMesh([{ x, y, width, height }])
}

/** Many rectangles in one mesh (a QR code's runs of dark modules): two triangles each. */
export function rectsMesh(rects: readonly MeshRect[]): Mesh {
  const drawn = rects.filter((rect) => rect.width > 0 && rect.height > 0)
  if (drawn.length * 4 > MAX_MESH_VERTICES)
    throw new RangeError(`${drawn.length} rectangles are more than one mesh holds`)
  const positions = new Float32Array(drawn.length * 8)
  const indices = new Uint16Array(drawn.length * 6)
  drawn.forEach(({ x, y, width, height }, i) => {
    positions.set([x, y, x + width, y, x + width, y + height, x, y + height], i * 8)
    const v = i * 4
    indices.set([v, v + 1, v + 2, v, v + 2, v + 3], i * 6)
  })
  return { positions, indices }
}

/** Splits rectangles over as many meshes as their vertices need. */
export function rectsMeshes(rects: readonly MeshRect[]): Mesh[] {
  const perMesh = MAX_MESH_VERTICES / 4
  const meshes: Mesh[] = []
  for (let at = 0; at < rects.length; at += perMesh) meshes.push(rectsMesh(rects.slice(at, at + perMesh)))
  return meshes
}

/** A filled rectangle with rounded corners (radius clamped to half the shorter side): a fan from its centre. */
export function roundRectMesh(width: number, height: number, radius: number): Mesh {
  if (!(width > 0 && height > 0)) return NO_MESH
  const r = clampRadius(width, height, radius)
  if (r === 0) return rectMesh(width, height)
  const points: number[] = [width / 2, height / 2]
  outline(0, 0, width, height, r, quarterSegments(r), points)
  const rim = points.length / 2 - 1
  const indices = new Uint16Array(rim * 3)
  for (let i = 0; i < rim; i++) indices.set([0, 1 + i, 1 + ((i + 1) % rim)], i * 3)
  return { positions: Float32Array.from(points), indices }
}

/**
 * A border of `borderWidth` px inside a (rounded) rectangle's outline, as pixi's stroke with alignment 1
 * drew it: the band between the outline and the outline inset by the width, whose corners have the
 * radius less the width (sharp once the width reaches the radius). A border as wide as half the box
 * fills it.
 */
export function borderMesh(width: number, height: number, radius: number, borderWidth: number): Mesh {
  if (!(width > 0 && height > 0 && borderWidth > 0)) return NO_MESH
  if (borderWidth * 2 >= Math.min(width, height)) return roundRectMesh(width, height, radius)
  const r = clampRadius(width, height, radius)
  const segments = quarterSegments(r)
  const outer: number[] = []
  const inner: number[] = []
  outline(0, 0, width, height, r, segments, outer)
  const innerRadius = Math.max(0, r - borderWidth)
  const w = borderWidth
  // the inner outline has as many points as the outer one: a sharp inner corner repeats its point
  const innerCorners = innerRadius > 0 ? segments : 0
  outline(w, w, width - 2 * w, height - 2 * w, innerRadius, innerCorners, inner)
  if (innerCorners !== segments) {
    const repeated: number[] = []
    for (let i = 0; i < inner.length; i += 2)
      for (let k = 0; k <= segments; k++) repeated.push(inner[i]!, inner[i + 1]!)
    inner.splice(0, inner.length, ...repeated)
  }
  return band(outer, inner, true)
}

/** The triangles between two polylines of as many points (a strip of quads); `closed` joins the ends. */
function band(outer: readonly number[], inner: readonly number[], closed: boolean): Mesh {
  const count = outer.length / 2
  const positions = new Float32Array(count * 4)
  for (let i = 0; i < count; i++) {
    positions[i * 4] = outer[i * 2]!
    positions[i * 4 + 1] = outer[i * 2 + 1]!
    positions[i * 4 + 2] = inner[i * 2]!
    positions[i * 4 + 3] = inner[i * 2 + 1]!
  }
  const quads = closed ? count : count - 1
  const indices = new Uint16Array(quads * 6)
  for (let i = 0; i < quads; i++) {
    const o0 = i * 2
    const o1 = ((i + 1) % count) * 2
    indices.set([o0, o0 + 1, o1, o1, o0 + 1, o1 + 1], i * 6)
  }
  return { positions, indices }
}

/** Segments of an arc of `sweep` radians at `radius`: a quarter circle's count per quarter turn. */
const arcSegments = (radius: number, sweep: number): number =>
  Math.max(1, Math.ceil((quarterSegments(radius) * 4 * Math.abs(sweep)) / FULL_TURN))

/**
 * A line of `thickness` px along an arc of `radius` around 0, 0 from `start` to `end` radians (clockwise
 * on the screen when end > start), half the thickness either side of the arc: a ring when it sweeps a
 * whole turn. `roundCaps` ends it with half discs, as pixi's `cap: 'round'`.
 */
export function arcMesh(
  radius: number,
  thickness: number,
  start: number,
  end: number,
  roundCaps = false,
): Mesh {
  if (!(radius > 0 && thickness > 0) || start === end) return NO_MESH
  const sweep = Math.max(-FULL_TURN, Math.min(FULL_TURN, end - start))
  const ring = Math.abs(sweep) >= FULL_TURN
  const segments = arcSegments(radius, sweep)
  const outer: number[] = []
  const inner: number[] = []
  const half = thickness / 2
  const steps = ring ? segments : segments + 1
  for (let k = 0; k < steps; k++) {
    const angle = start + (sweep * k) / segments
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    outer.push(cos * (radius + half), sin * (radius + half))
    inner.push(cos * Math.max(0, radius - half), sin * Math.max(0, radius - half))
  }
  const line = band(outer, inner, ring)
  if (ring || !roundCaps) return line
  const direction = Math.sign(sweep)
  return joinMeshes([
    line,
    // each cap is the half disc behind its end: from the radial direction, away from the line
    capMesh(Math.cos(start) * radius, Math.sin(start) * radius, half, start + (direction > 0 ? Math.PI : 0)),
    capMesh(Math.cos(end) * radius, Math.sin(end) * radius, half, end + (direction > 0 ? 0 : Math.PI)),
  ])
}

/** Half a disc of `radius` at x, y, from the angle `from` through half a turn: a fan from its centre. */
function capMesh(x: number, y: number, radius: number, from: number): Mesh {
  const positions = new Float32Array((CAP_SEGMENTS + 2) * 2)
  positions[0] = x
  positions[1] = y
  for (let k = 0; k <= CAP_SEGMENTS; k++) {
    const angle = from + (Math.PI * k) / CAP_SEGMENTS
    positions[2 + k * 2] = x + Math.cos(angle) * radius
    positions[3 + k * 2] = y + Math.sin(angle) * radius
  }
  const indices = new Uint16Array(CAP_SEGMENTS * 3)
  for (let k = 0; k < CAP_SEGMENTS; k++) indices.set([0, 1 + k, 2 + k], k * 3)
  return { positions, indices }
}

/** Several meshes as one (their vertices together under the Uint16 limit). */
export function joinMeshes(meshes: readonly Mesh[]): Mesh {
  const vertices = meshes.reduce((sum, mesh) => sum + mesh.positions.length / 2, 0)
  if (vertices > MAX_MESH_VERTICES) throw new RangeError(`${vertices} vertices are more than one mesh holds`)
  const positions = new Float32Array(vertices * 2)
  const indices = new Uint16Array(meshes.reduce((sum, mesh) => sum + mesh.indices.length, 0))
  let vertex = 0
  let index = 0
  for (const mesh of meshes) {
    positions.set(mesh.positions, vertex * 2)
    for (let i = 0; i < mesh.indices.length; i++) indices[index + i] = mesh.indices[i]! + vertex
    vertex += mesh.positions.length / 2
    index += mesh.indices.length
  }
  return { positions, indices }
}

/** A mesh's bounds in its shape's pixels; null for an empty mesh. */
export function meshBounds({
  positions: p,
}: Mesh): { minX: number; minY: number; maxX: number; maxY: number } | null {
  if (p.length === 0) return null
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
  for (let i = 0; i < p.length; i += 2) {
    minX = Math.min(minX, p[i]!)
    maxX = Math.max(maxX, p[i]!)
    minY = Math.min(minY, p[i + 1]!)
    maxY = Math.max(maxY, p[i + 1]!)
  }
  return { minX, minY, maxX, maxY }
}

/** The area a mesh covers, triangle by triangle (overlaps counted twice): the tests' probes. */
export function meshArea(mesh: Mesh): number {
  let area = 0
  const p = mesh.positions
  for (let i = 0; i < mesh.indices.length; i += 3) {
    const a = mesh.indices[i]! * 2
    const b = mesh.indices[i + 1]! * 2
    const c = mesh.indices[i + 2]! * 2
    area +=
      Math.abs((p[b]! - p[a]!) * (p[c + 1]! - p[a + 1]!) - (p[c]! - p[a]!) * (p[b + 1]! - p[a + 1]!)) / 2
  }
  return area
}
