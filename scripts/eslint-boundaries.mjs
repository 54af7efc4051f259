// The app boundaries as one lint rule (issue 43), read from where a file and what it imports sit:
// - a remote imports no other remote and not the shell, and the shell no remote's source (they meet through the
//   bus, the runtime and Module Federation, never a source import);
// - inside an app, a feature (`src/features/A/`) imports no other feature; what two features share lives in that
//   app's `src/lib/`.
import path from 'node:path';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/** `{ app, feature }` of a repository path: app is 'shell', 'remotes/<name>' or 'shared/<name>'. */
function place(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const m = /^(shell|remotes\/[^/]+|shared\/[^/]+)\/(.*)$/.exec(rel);
  if (!m) return null;
  const feature = /^src\/features\/([^/]+)\//.exec(m[2]);
  return { app: m[1], feature: feature?.[1] ?? null };
}

/** The app a bare import names (@mart/shell, @mart/remote-<name>), if it names one. */
function packageApp(spec) {
  if (spec === '@mart/shell' || spec.startsWith('@mart/shell/')) return 'shell';
  const m = /^@mart\/remote-([^/]+)/.exec(spec);
  return m ? `remotes/${m[1]}` : null;
}

const isApp = (app) => app === 'shell' || app.startsWith('remotes/');

function rule(description, report) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [],
      messages: {
        app: '{{from}} must not import {{to}}: apps meet through the bus, the runtime and Module Federation.',
        feature: "Feature '{{from}}' must not import feature '{{to}}': move what both use to this app's src/lib/.",
      },
    },
    create(context) {
      const here = place(context.filename);
      if (!here) return {};
      const check = (node, spec) => {
        if (typeof spec !== 'string') return;
        const target = spec.startsWith('.') ? place(path.resolve(path.dirname(context.filename), spec) + '/') : null;
        report(context, node, here, target, spec);
      };
      const fromSource = (node) => node.source && check(node.source, node.source.value);
      return {
        ImportDeclaration: fromSource,
        ExportNamedDeclaration: fromSource,
        ExportAllDeclaration: fromSource,
        ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      };
    },
  };
}

/** No app (the shell, a remote) imports another; shared packages import none. */
export const appBoundaries = rule('No app imports another app.', (context, node, here, target, spec) => {
  const app = target?.app ?? packageApp(spec);
  if (app && app !== here.app && isApp(app)) {
    context.report({ node, messageId: 'app', data: { from: here.app, to: app } });
  }
});

/** Inside an app, no feature imports another feature. */
export const featureBoundaries = rule('No feature imports another feature.', (context, node, here, target) => {
  if (target && target.app === here.app && here.feature && target.feature && target.feature !== here.feature) {
    context.report({ node, messageId: 'feature', data: { from: here.feature, to: target.feature } });
  }
});
