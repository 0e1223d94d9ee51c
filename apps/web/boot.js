// The page already shows the screen the server rendered (apps/server/src/http/shell.ts): the app's
// scripts start once that first paint is on the screen and draw the same screen over it (issue 9).
// They are all fetched at once, then started one module per task, libraries first, so that a phone
// can answer a tap between them rather than freeze for the whole start.
(() => {
  const PRELOADS_A_TASK = 4;
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const list = (name) => (script.getAttribute(name) ?? '').split(' ').filter(Boolean);
  // The app's libraries, then those of the screen's modules that need nothing of the entry (the
  // server names them, deepest first): each started in a task of its own.
  const modules = [...list('data-modules'), ...list('data-start')];
  // The screen's own modules: fetched with the rest, the others started by the router.
  const screen = list('data-screen');
  const start = (i) => {
    const last = i >= modules.length;
    import(last ? entry : modules[i]).then(
      () => last || setTimeout(() => start(i + 1)),
      () => last || start(modules.length),
    );
  };
  // Every module is asked for at once, a few links a task: a link to a module the browser has
  // already is read and compiled then and there, and thirty of them at once were the longest task
  // of a return visit's start (decision 035).
  const links = [...new Set([...modules, entry, ...screen])];
  const preload = (from) => {
    for (const href of links.slice(from, from + PRELOADS_A_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + PRELOADS_A_TASK < links.length) setTimeout(() => preload(from + PRELOADS_A_TASK));
  };
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    preload(0);
    setTimeout(() => start(0));
  };
  // After the first contentful paint has reached the screen (its paint timing entry is known only
  // then): a frame's callback comes before that frame is shown, and scripts started there could
  // still delay it on a slow phone. A page that paints nothing, a tab in the background or a browser
  // without paint timing starts anyway after a second and a half.
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(go);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(go));
  }
  setTimeout(go, 1500);
})();
