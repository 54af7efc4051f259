// @ant-design/icons' CommonJS build requires @ant-design/colors' ES build, which the jest transform does not
// compile; icons carry no behaviour in component tests, so every icon renders nothing.
module.exports = new Proxy(
  { __esModule: true },
  { get: (target, name) => (name in target ? target[name] : () => null) },
);
