/**
 * @ant-design/icons' CommonJS build requires @ant-design/colors' ES build, which the repo's jest transform
 * does not compile; icons carry no behaviour here, so component tests stub them (`jest.mock(..., iconsMock)`).
 */
export function iconsMock(): Record<string, unknown> {
  return new Proxy(
    { __esModule: true },
    { get: (target, name) => (name in target ? target[name as '__esModule'] : () => null) },
  );
}
