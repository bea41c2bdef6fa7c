// Code splitting for the Chromium-53 build (docs/DEVICES.md "How the build reaches Chromium 53"): the
// floor has no ES modules and no import(), so the bundle cannot be one entry plus chunks the browser links.
// Instead Rolldown writes CommonJS chunks, and each chunk file becomes a classic script that only
// registers its body as a factory under its file name:
//
//   (self.__portalChunks=self.__portalChunks||{})["index-AbC.js"]=function(require,exports,module){…};
//
// The chunks the entry imports statically are merged into the entry's file (one <script defer> in
// index.html), which ends with the runtime below: it runs the entry's factory. A chunk's
// `require("./x.js")` returns the registered chunk's exports (run once, CommonJS-style, live bindings
// through the getters Rolldown writes), and a dynamic import — `Promise.resolve().then(() =>
// require("./x.js"))` in Rolldown's CommonJS output — is rewritten to `require.l("./x.js")`: it adds a
// <script> for the chunk and every chunk it needs that is not loaded yet (all at once, from the chunk
// graph the build writes into the runtime), then requires it. A file that fails to load rejects with
// CHUNK_FAILED (the caller shows it); a later call tries again. Bridges keep their own way (one global
// per file, scripts/ship-bridges.mjs): they are built separately and share nothing with the bundle.

/** the global every chunk file registers into */
export const CHUNK_REGISTRY = '__portalChunks'
/** stands in the runtime for the chunk graph until generateBundle knows the final file names */
export const GRAPH_TOKEN = '"__PORTAL_CHUNK_GRAPH__"'
export const CHUNK_FAILED = 'A part of the portal could not be loaded'

const DYNAMIC_IMPORT = /Promise\.resolve\(\)\.then\(\(\) => require\(("\.\/[^"]+\.js")\)\)/g

/**
 * Rolldown's CommonJS dynamic imports → the runtime's loader, padded to the same length so that the
 * chunk's source map stays right (minification drops the spaces); throws on a form it does not know.
 */
export function rewriteDynamicImports(code) {
  const rewritten = code.replace(DYNAMIC_IMPORT, (match, spec) => `require.l(${spec})`.padEnd(match.length))
  if (/\.then\(\s*\(\)\s*=>\s*require\(/.test(rewritten))
    throw new Error('legacy-chunks: a dynamic import in an unknown form (Rolldown changed?)')
  return rewritten
}

/** the file name a chunk registers under: its name inside the output's chunk folder */
export const chunkKey = (fileName) => fileName.slice(fileName.lastIndexOf('/') + 1)

/** opens a chunk file: the registration of its factory (Rolldown's postBanner, after minification) */
export const chunkBanner = (fileName) =>
  `(self.${CHUNK_REGISTRY}=self.${CHUNK_REGISTRY}||{})[${JSON.stringify(chunkKey(fileName))}]=function(require,exports,module){`

/**
 * The runtime, ES5 (it is not minified or lowered: postFooter text is final). `entry` is the entry's key;
 * `graph` maps each chunk that is not a boot file to the chunks it imports statically.
 */
export function runtimeSource(entry) {
  return `;(function (w, d) {
  var defs = w.${CHUNK_REGISTRY}, done = {}, pending = {}, graph = ${GRAPH_TOKEN};
  var script = d.currentScript, base = script ? script.src.slice(0, script.src.lastIndexOf('/') + 1) : '';
  function key(spec) { return spec.slice(spec.lastIndexOf('/') + 1); }
  function req(spec) {
    var name = key(spec), module = done[name];
    if (module) return module.exports;
    if (!defs[name]) throw new Error(${JSON.stringify(CHUNK_FAILED)} + ' (' + name + ')');
    module = done[name] = { exports: {} };
    try { defs[name].call(undefined, req, module.exports, module); }
    catch (error) { delete done[name]; throw error; }
    return module.exports;
  }
  function need(name, list) {
    if (list.indexOf(name) >= 0) return list;
    list.push(name);
    var deps = graph[name] || [];
    for (var i = 0; i < deps.length; i++) need(deps[i], list);
    return list;
  }
  function load(name) {
    if (defs[name]) return Promise.resolve();
    if (pending[name]) return pending[name];
    return (pending[name] = new Promise(function (resolve, reject) {
      var tag = d.createElement('script');
      function failed() {
        delete pending[name];
        if (tag.parentNode) tag.parentNode.removeChild(tag);
        reject(new Error(${JSON.stringify(CHUNK_FAILED)} + ' (' + name + ')'));
      }
      tag.onload = function () { if (defs[name]) { delete pending[name]; resolve(); } else failed(); };
      tag.onerror = failed;
      tag.src = base + name;
      d.head.appendChild(tag);
    }));
  }
  req.l = function (spec) {
    var name = key(spec);
    return Promise.all(need(name, []).map(load)).then(function () { return req(name); });
  };
  req(${JSON.stringify(entry)});
})(self, document);`
}

/** closes a chunk file; the entry's also runs the runtime */
export const chunkFooter = (chunk) =>
  chunk.isEntry ? `};\n${runtimeSource(chunkKey(chunk.fileName))}` : '};'

/** The entry and every chunk it imports statically, dependencies first: what index.html loads. */
export function bootFiles(bundle, entryFileName) {
  const order = []
  const visit = (fileName) => {
    if (order.includes(fileName)) return
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk') throw new Error(`legacy-chunks: no chunk ${fileName}`)
    for (const dep of chunk.imports) visit(dep)
    order.push(fileName)
  }
  visit(entryFileName)
  return order
}

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/

const lineCount = (text) => text.split('\n').length - 1

/**
 * Moves the code of every boot chunk but the entry into the entry's file, in order, before the entry's
 * own registration, and removes their files. Each still registers under its own name, so the chunks
 * loaded later find them. With source maps, the entry's map becomes an index map with one section per
 * merged chunk.
 */
export function mergeBootChunks(bundle, entryFileName, boot) {
  const entry = bundle[entryFileName]
  const parts = []
  const sections = []
  let line = 0
  for (const fileName of boot) {
    const chunk = bundle[fileName]
    const code = fileName === entryFileName ? chunk.code : chunk.code.replace(SOURCE_MAP_COMMENT, '')
    const map = bundle[`${fileName}.map`]
    if (map?.type === 'asset')
      sections.push({ offset: { line, column: 0 }, map: JSON.parse(String(map.source)) })
    parts.push(code)
    line += lineCount(code) + 1
    if (fileName === entryFileName) continue
    delete bundle[fileName]
    delete bundle[`${fileName}.map`]
  }
  entry.code = parts.join('\n')
  const entryMap = bundle[`${entryFileName}.map`]
  if (entryMap?.type === 'asset' && sections.length > 1)
    entryMap.source = JSON.stringify({ version: 3, file: chunkKey(entryFileName), sections })
}

/** Every chunk that is not a boot file → the chunks it imports statically (keys, not paths). */
export function chunkGraph(bundle, boot) {
  const graph = {}
  for (const file of Object.values(bundle))
    if (file.type === 'chunk' && !boot.includes(file.fileName))
      graph[chunkKey(file.fileName)] = file.imports.filter((dep) => !boot.includes(dep)).map(chunkKey)
  return graph
}

/**
 * What the build does once the file names are final: merges the boot chunks into the entry's file and
 * writes the chunk graph into its runtime (the token sits on a line of the unmapped footer, so the source
 * map stays right). Returns the boot chunks' file names, the entry last.
 */
export function linkChunks(bundle) {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)
  if (!entry) throw new Error('legacy-chunks: no entry chunk')
  if (!entry.code.includes(GRAPH_TOKEN)) throw new Error('legacy-chunks: the entry has no chunk runtime')
  const boot = bootFiles(bundle, entry.fileName)
  mergeBootChunks(bundle, entry.fileName, boot)
  entry.code = entry.code.replace(GRAPH_TOKEN, JSON.stringify(chunkGraph(bundle, boot)))
  return boot
}
