// Loads bundled Convex modules in a fresh Node process and says what each export is, the way
// Convex reads a module when a push analyzes it: registered functions carry isQuery,
// isMutation, isAction or isHttp (convex/src/server/impl/registration_impl.ts), the HTTP router
// isRouter. Run by load.ts: `node loadExports.js <modules.json> <result.json>`. The result goes to
// a file, not stdout, which the modules themselves may write to while they load.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** @param {unknown} value */
function kindOf(value) {
  const flags = /** @type {Record<string, unknown>} */ (Object(value));
  if (flags.isQuery === true) return "query";
  if (flags.isMutation === true) return "mutation";
  if (flags.isAction === true) return "action";
  if (flags.isHttp === true) return "httpAction";
  if (flags.isRouter === true) return "router";
  return "other";
}

/** @type {{ module: string, file: string }[]} */
const modules = JSON.parse(readFileSync(process.argv[2], "utf8"));
/** @type {Record<string, { exports: Record<string, string> } | { error: string }>} */
const result = {};
for (const { module, file } of modules) {
  try {
    const namespace = await import(pathToFileURL(file).href);
    const exports = {};
    for (const [name, value] of Object.entries(namespace)) exports[name] = kindOf(value);
    result[module] = { exports };
  } catch (error) {
    result[module] = {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}
writeFileSync(process.argv[3], JSON.stringify(result));
// A module may have started a timer while loading; it must not keep this process alive.
process.exit(0);
