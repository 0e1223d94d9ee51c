// The page already shows the screen the server rendered (apps/server/src/http/shell.ts): the app's
// scripts start after that first paint and draw the same screen over it (issue 9). They are all
// fetched at once, then started one module per task, libraries first, so that a phone can answer a
// tap between them rather than freeze for the whole start.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const modules = (script.getAttribute('data-modules') ?? '').split(' ').filter(Boolean);
  const start = (i) => {
    const last = i >= modules.length;
    import(last ? entry : modules[i]).then(
      () => last || setTimeout(() => start(i + 1)),
      () => last || start(modules.length),
    );
  };
  requestAnimationFrame(() => {
    setTimeout(() => {
      for (const href of [...modules, entry]) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      start(0);
    });
  });
})();
