// Types of page-routes.mjs for the TypeScript that imports it (the shell's route-owner test).
export declare const SHELL_PAGES: string[];
export declare function pathMatches(pattern: string, pathname: string): boolean;
export declare function pageExists(
  reg: { remotes: Record<string, { routes?: { path: string }[] }> },
  pathname: string,
): boolean;
