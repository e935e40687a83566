import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'PreloadStartupSharedPlugin';
const CONSUME_SHARED = 'consume-shared-module';

/**
 * The host's entry cannot run until its shared modules (react-dom, the router, ...) have
 * loaded, and the federation runtime only asks for them once the entry script has been
 * fetched and run. Preload tags in the page let the browser fetch them alongside the entry.
 * Only shared modules the entry needs to start are listed; lazily used ones (react-query
 * behind the cart count) stay lazy.
 */
export class PreloadStartupSharedPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '';
        const files = startupSharedFiles(compilation);
        const preloads = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: PLUGIN },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.headTags.unshift(...preloads);
        return data;
      });
    });
  }
}

/** Fallback chunks of the shared modules the entry consumes, and of those they consume in turn. */
function startupSharedFiles(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const seen = new Set();
  const pending = [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.chunks);
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const block of module.blocks) {
        for (const fallbackChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          pending.push(fallbackChunk);
          for (const file of fallbackChunk.files) if (file.endsWith('.js')) files.add(file);
        }
      }
    }
  }
  return [...files].sort();
}
