// The browser bundle's copy of React Router, without the parts this site never runs (decision 047). React Router ships
// as one large module, and its data router reaches every feature from code the site does use (the router, <Link>, the
// route error boundary), so tree shaking keeps them all: framework-mode link prefetching, React Server Components,
// route instrumentation, patchRoutesOnNavigation, submissions with their route actions, fetchers,
// view transitions, route middleware and the router's own error page. Each edit below switches one of them off where
// the router tests for it, and the minifier then drops the code behind it. Only the client bundle is edited: the server
// renders with the package as shipped, and none of these changes what a page renders. tooling/react-router-trim.test.ts checks that no browser code asks for what is taken out.
// Every edit names the exact text it replaces and how often it must occur (tooling/module-trim.ts).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { applyEdits, type Edit } from './module-trim.ts';

const EDITS: Edit[] = [
  {
    why: 'component and context names for React DevTools and development warnings: the production build never reads them, and the assignments kept otherwise unused components (NavLink, ScrollRestoration, Form) alive',
    find: /^\w+\.displayName = "[^"]*";$/gm,
    replace: '',
    times: 'some',
  },
  {
    why: 'the contexts and forwardRef components, built once when the module loads, have no side effects: marked so, the ones nothing uses are dropped',
    find: /^(var \w+ = )(React\d*\.(?:createContext|forwardRef)\()/gm,
    replace: '$1/* @__PURE__ */ $2',
    times: 'some',
  },
  {
    why: "<Link prefetch>: framework mode's route-module prefetching (the site passes no prefetch prop, whose default is 'none'; its own preloading is client/behaviours/preload-on-intent.ts)",
    find: 'let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(\n      prefetch,\n      rest\n    );',
    replace: 'let shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};',
    times: 1,
  },
  {
    why: 'React Server Components mode (RSCRouterContext is true only under RSCHydratedRouter, which the site does not use)',
    find: /= useIsRSCRouterContext\(\)/g,
    replace: '= false',
    times: 3,
  },
  {
    why: "the route error boundary's React Server Components handling (its context is RSCRouterContext, false here)",
    find: /if \(this\.context( && typeof error === "object"|\) \{\n {6}return \/\* @__PURE__ \*\/ React2\.createElement\(RSCErrorHandler)/g,
    replace: 'if (false$1',
    times: 2,
  },
  {
    why: 'unstable route and router instrumentation (createBrowserRouter is called without instrumentations)',
    find: /if \(init\.instrumentations\) \{/g,
    replace: 'if (false) {',
    times: 2,
  },
  {
    why: 'patchRoutesOnNavigation, route discovery during navigation (the whole route tree is known up front: client/route-tree.tsx)',
    find: /init\.patchRoutesOnNavigation/g,
    replace: 'undefined',
    times: 6,
  },
  {
    why: "router submissions: navigate() with form data and the route actions it runs (the site's forms post as plain forms or with fetch(); the sports pages' GET forms navigate with useNavigate, client/components/sport/select-form.tsx)",
    find: 'function normalizeNavigateOptions(isFetcher, path, opts) {\n  if (!opts || !isSubmissionNavigation(opts)) {',
    replace: 'function normalizeNavigateOptions(isFetcher, path, opts) {\n  if (true) {',
    times: 1,
  },
  {
    why: 'router submissions: the action step of a navigation (no navigation carries a submission, above)',
    find: '} else if (opts && opts.submission && isMutationMethod(opts.submission.formMethod)) {\n      let actionResult',
    replace: '} else if (false) {\n      let actionResult',
    times: 1,
  },
  {
    why: 'fetchers (useFetcher, useSubmit, <Form navigate={false}>): nothing in the browser bundle calls them; a call would meet fetchersTrimmed, which says why',
    find: '    fetch: fetch2,\n',
    replace: '    fetch: fetchersTrimmed,\n',
    times: 1,
  },
  {
    why: 'fetchers, as above',
    find: '    getFetcher,\n    resetFetcher,\n    deleteFetcher: queueFetcherForDeletion,\n',
    replace:
      '    getFetcher: fetchersTrimmed,\n    resetFetcher: fetchersTrimmed,\n    deleteFetcher: fetchersTrimmed,\n',
    times: 1,
  },
  {
    why: "view transitions (<Link viewTransition>, navigate(to, { viewTransition })): no navigation asks for one, so the router's state updates never start one",
    find: 'let isViewTransitionAvailable = router.window != null && router.window.document != null && typeof router.window.document.startViewTransition === "function";',
    replace: 'let isViewTransitionAvailable = false;',
    times: 1,
  },
  {
    why: 'view transitions, as above: the record of the ones applied, kept across reloads in sessionStorage',
    find: /if \(\w+\) \{\n(\s+)restoreAppliedTransitions\(/g,
    replace: 'if (false) {\n$1restoreAppliedTransitions(',
    times: 1,
  },
  {
    why: 'view transitions, as above: the effect that starts one for a pending state',
    find: 'if (renderDfd && pendingState && router.window) {',
    replace: 'if (false) {',
    times: 1,
  },
  {
    why: 'view transitions, as above: the warning for a view transition asked for outside a DOM',
    find: /warnOnce\(\n\s+viewTransitionOpts == null \|\| isViewTransitionAvailable,\n\s+"[^"]*"\n\s+\);/g,
    replace: '',
    times: 1,
  },
  {
    why: "React Router's own error page for a route without an error boundary: the root route has one (client/route-tree.tsx), and every error is caught there or nearer",
    find: 'errorElement = match.route.errorElement || defaultErrorElement;',
    replace: 'errorElement = match.route.errorElement;',
    times: 1,
  },
  {
    why: 'route middleware: no route of the site has any (client/route-tree.tsx), so loaders run without the middleware pipeline',
    find: 'init.dataStrategy || defaultDataStrategyWithMiddleware;',
    replace: 'init.dataStrategy || defaultDataStrategy;',
    times: 1,
  },
  {
    why: "route middleware, as above: a custom data strategy's runClientMiddleware (the site's router has no data strategy of its own)",
    find: 'return runClientMiddlewarePipeline(typedDataStrategyArgs, () => {',
    replace: 'return middlewareTrimmed(typedDataStrategyArgs, () => {',
    times: 1,
  },
];

/** What a trimmed-out router method does if called after all: fail loudly, naming the place to look. */
const APPENDED = `
function fetchersTrimmed() {
  throw new Error("React Router's fetchers and submissions are trimmed from this bundle (tooling/react-router-trim.ts)");
}
function middlewareTrimmed() {
  throw new Error("React Router's route middleware is trimmed from this bundle (tooling/react-router-trim.ts)");
}
`;

/** The module that holds the data router: the production build's shared chunk (its name carries a hash). */
const ROUTER_MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;
const ROUTER_MARK = 'function createRouter(init) {';

export function trimReactRouter(source: string): string {
  return applyEdits(source, EDITS, 'react-router trim (tooling/react-router-trim.ts, decision 047)') + APPENDED;
}

export const reactRouterTrimPlugin: Plugin = {
  name: 'react-router-trim',
  setup(b) {
    b.onLoad({ filter: ROUTER_MODULE }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(ROUTER_MARK)) return undefined;
      return { contents: trimReactRouter(source), loader: 'js' };
    });
  },
};
