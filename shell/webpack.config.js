const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@mart/webpack-config');
const { PwaAssetsPlugin } = require('./webpack.pwa');

// the server render of the first visit's screen (the module picker), built beside the browser build
const config = createConfig({ name: 'shell', dir: __dirname, host: true, server: './src/server.tsx' });

module.exports = (env, argv) => {
  const built = config(env, argv);
  const c = Array.isArray(built) ? built[0] : built;
  const prod = argv.mode === 'production' || process.env.NODE_ENV === 'production';
  c.plugins.push(new PwaAssetsPlugin({ dir: __dirname, prod }));
  // dev mode: the registry document comes from the file the dev script writes (remotes on their dev servers)
  c.devServer.setupMiddlewares = (middlewares, server) => {
    server.app.get('/registry.json', (_req, res) => {
      const file = process.env.MART_REGISTRY_FILE ?? path.join(__dirname, '..', '.deploy', 'registry.dev.json');
      res.set('Cache-Control', 'no-store');
      res.type('json').send(fs.existsSync(file) ? fs.readFileSync(file) : '{"remotes":{}}');
    });
    return middlewares;
  };
  return built;
};
