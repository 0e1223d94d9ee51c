/** verify.html with its script bundled and inlined (build.mjs). */
export function buildVerifyHtml(): Promise<string>;
