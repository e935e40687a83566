import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'PreloadFontsPlugin';

/**
 * The page's web fonts are declared in the styles the first screen brings, so the browser would only
 * ask for them once it lays the text out, and swap them in after the first paint: the hero's title
 * then changes width (in the fallback it wraps to two lines on a phone) and pushes everything below
 * it down, Lighthouse's layout shift on `/` (decision 032). A preload tag fetches them with the page.
 */
export class PreloadFontsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '';
        const fonts = Object.keys(compilation.assets)
          .filter((file) => file.endsWith('.woff2'))
          .sort();
        data.headTags.unshift(
          ...fonts.map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: PLUGIN },
            // Fonts are always fetched in CORS mode, so the preload must be too or it is not reused.
            attributes: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `${publicPath}${file}`,
            },
          })),
        );
        return data;
      });
    });
  }
}
