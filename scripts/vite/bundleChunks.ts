import type { OutputBundle, OutputChunk } from "rolldown";

/**
 * The chunk holding a module: the one it is the facade of, else (the module was grouped with
 * others, scripts/vite/startupChunks.ts) the one that contains it.
 */
export function chunkOf(bundle: OutputBundle, moduleSuffix: string, plugin: string): OutputChunk {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
  const chunk =
    chunks.find((file) => (file.facadeModuleId ?? "").endsWith(moduleSuffix)) ??
    chunks.find((file) => file.moduleIds.some((id) => id.endsWith(moduleSuffix)));
  if (!chunk) throw new Error(`${plugin}: the bundle has no chunk for ${moduleSuffix}.`);
  return chunk;
}

/** The chunk and everything it imports statically, each once. */
export function staticGraph(bundle: OutputBundle, root: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (seen.has(fileName) || file?.type !== "chunk") return;
    seen.set(fileName, file);
    file.imports.forEach(visit);
  };
  visit(root.fileName);
  return [...seen.values()];
}
