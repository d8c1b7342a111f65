// Production: content-hashed assets under v3/assets/, each script and style sheet also as .br and
// .gz. index.html refers to them as "/v3/assets/..."; a server with another base path rewrites that
// prefix to "{base}v3/assets/". Lazy chunks find their own address at runtime (publicPath 'auto',
// then the base path read from X-Base-Path, see src/app/boot/base-path.ts). Development: a server
// on 8081 that proxies the APIs and images to a sandbox (SANDBOX_URL, default http://localhost:8080).
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const root = path.resolve(__dirname, '../..');
const MUI_NO_VARS = ['createThemeNoVars', 'ThemeProviderNoVars'];
const sandboxUrl = process.env.SANDBOX_URL || 'http://localhost:8080';
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const hashed = production ? '.[contenthash:10]' : '';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: `v3/assets/[name]${hashed}.js`,
      chunkFilename: `v3/assets/[name]${hashed}.js`,
      assetModuleFilename: `v3/assets/[name]${hashed}[ext]`,
      publicPath: 'auto',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@pro-portal/rules$': path.join(root, 'packages/rules/src/index.ts'),
        '@pro-portal/sdk$': path.join(root, 'packages/sdk/src/index.ts'),
        '@pro-portal/sdk/lazy$': path.join(root, 'packages/sdk/src/lazy-apis.ts'),
        // react-router's package exports name only its development build (warnings on); a production
        // build takes its production build, both entries together since they share its chunks.
        ...(production && {
          'react-router$': path.join(reactRouterProduction, 'index.mjs'),
          'react-router/dom$': path.join(reactRouterProduction, 'dom-export.mjs'),
        }),
        // MUI's no-CSS-variables theme builder and provider (src/shared/theme-mode.tsx), which its
        // package does not export by name.
        ...Object.fromEntries(
          MUI_NO_VARS.map((name) => [
            `@mui/material/styles/${name}$`,
            path.join(root, `node_modules/@mui/material/styles/${name}.mjs`),
          ]),
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: path.resolve(__dirname, 'tsconfig.json') },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        publicPath: '/',
        minify: false,
      }),
      // Brotli and gzip copies beside each script and style sheet, for servers that send them as they are.
      ...(production
        ? [
            new CompressionPlugin({
              test: /\.(js|css)$/,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              compressionOptions: { level: 9 },
            }),
            new CompressionPlugin({
              test: /\.(js|css)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
    optimization: {
      // The first chunk's libraries are split from it; every lazily loaded chunk (a layout, a page, a
      // dialog) carries the libraries it needs beyond those, so a page downloads its own parts in one
      // file rather than pieces shared with other routes (fewer, better-compressed requests).
      splitChunks: { chunks: 'initial' },
      runtimeChunk: 'single',
      // index.html keeps its quotes: a server with another base path rewrites "/v3/assets/ in it.
      minimizeOptions: { html: false },
    },
    performance: { hints: false },
    devServer: {
      port: 8081,
      historyApiFallback: true,
      hot: false,
      client: { overlay: true },
      proxy: [
        {
          context: ['/pro-api', '/pro', '/portal', '/plugin', '/apps'],
          target: sandboxUrl,
          changeOrigin: false,
        },
      ],
    },
  };
};
