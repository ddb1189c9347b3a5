// The browser bundle's copy of React DOM, without the parts this site never runs (decision 096). React DOM is one
// CommonJS module that cannot be tree-shaken, and it builds these features in: ref callbacks on fragments (a
// FragmentInstance with twelve DOM-like methods), the view transitions a commit starts when a <ViewTransition> is in
// the tree, the action hooks (useActionState, useFormState), form actions (a function as a <form action>), the
// component stacks of caught errors, three event plugins (onSelect, composition, onBeforeInput) and the resource hints
// called from code (ReactDOM.preload and its kin). Each edit below switches one of them off where React reaches it,
// and the minifier then drops the code behind it. Only the client bundle is edited: the server renders with the
// package as shipped. A trimmed hook, hint or fragment ref fails loudly (reactFeatureTrimmed); a <ViewTransition>'s
// updates would commit without the animation, caught errors carry an empty component stack, and handlers for the three
// events would never run. tooling/react-dom-trim.test.ts checks that no browser code asks for any of them.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { applyEdits, type Edit } from './module-trim.ts';

const EDITS: Edit[] = [
  {
    why: "fragment refs (<Fragment ref>): the FragmentInstance's methods, which React adds to its prototype when the module loads; nothing in the site puts a ref on a fragment",
    find: /^FragmentInstance\.prototype\.\w+ = function[\s\S]*?\n\};\n/gm,
    replace: '',
    times: 12,
  },
  {
    why: 'fragment refs, as above: the one place React makes a FragmentInstance (a ref on a fragment) fails instead',
    find: 'var fragmentInstance = new FragmentInstance(current);',
    replace: 'var fragmentInstance = reactFeatureTrimmed("Fragment refs");',
    times: 1,
  },
  {
    why: "view transitions: a commit never starts one (no <ViewTransition> in the site's tree), so the code that measures, names and animates the elements goes",
    find: '  shouldStartViewTransition\n    ? (pendingViewTransition = startViewTransition(',
    replace: '  false\n    ? (pendingViewTransition = startViewTransition(',
    times: 1,
  },
  {
    why: 'view transitions, as above: a commit of transition lanes only is one that could animate, so the commit phases look for <ViewTransition> boundaries to name, measure and restore there; none is',
    find: /\((\w+) & 335544064\) === \1\b/g,
    replace: '!1',
    times: 7,
  },
  {
    why: "view transitions, as above: the methods of a <ViewTransition>'s ref (its pseudo-elements' animate, getAnimations, getComputedStyle)",
    find: /^ViewTransitionPseudoElement\.prototype\.\w+ = function[\s\S]*?\n\};\n/gm,
    replace: '',
    times: 3,
  },
  {
    why: "the action hooks (useActionState and its old name useFormState) in the mount, update and rerender dispatchers: no component calls them (useOptimistic stays: React Router's RouterProvider calls it)",
    find: /useFormState: (?:mount|update|rerender)ActionState,\n {4}useActionState: (?:mount|update|rerender)ActionState,\n/g,
    replace: 'useFormState: reactFeatureTrimmed,\n    useActionState: reactFeatureTrimmed,\n',
    times: 3,
  },
  {
    why: "form actions (a function as a form's action or a button's formAction): the site's forms post to a URL or handle onSubmit, so a submit event carries no action for React to run",
    find: '  if (\n    "submit" === domEventName &&\n    maybeTargetInst &&',
    replace: '  if (\n    false &&',
    times: 1,
  },
  {
    why: "component stacks in production: for every error React catches it rebuilds the components' stack by calling them again under a throwing dispatcher, for an errorInfo.componentStack that only onCaughtError, onUncaughtError, onRecoverableError and componentDidCatch see; the site sets none of the three (client/entry-client.tsx) and its router's boundary passes errorInfo on only to an onError the site does not give it",
    find: /stack: getStackByFiberInDevAndProd\(source\)/g,
    replace: 'stack: ""',
    times: 2,
  },
  {
    why: 'the select, composition and beforeinput event plugins (onSelect, onCompositionStart/Update/End, onBeforeInput): no component listens for them; every other event, onChange included, is dispatched as before',
    find: /( {6})handleEventFunc = targetInst \? getNodeFromInstance\(targetInst\) : window;\n\1switch \(domEventName\) \{\n {8}case "focusin":[\s\S]*?\(handleEventFunc\.data = fallbackData\)\);\n(?=\1extractEvents\$1\()/g,
    replace: '',
    times: 1,
  },
  {
    why: "resource hints called from code (ReactDOM's preload, preloadModule, preinit, preinitModule, preconnect, prefetchDNS) and requestFormReset: React DOM's dispatcher for them; no browser code calls them (the server writes the page's preloads into its HTML)",
    find: '  r: requestFormReset,\n  D: prefetchDNS,\n  C: preconnect,\n  L: preload,\n  m: preloadModule,\n  X: preinitScript,\n  S: preinitStyle,\n  M: preinitModuleScript\n',
    replace: ['r', 'D', 'C', 'L', 'm', 'X', 'S', 'M'].map((k) => `  ${k}: reactFeatureTrimmed,\n`).join(''),
    times: 1,
  },
];

/** What a trimmed-out feature does if used after all: fail loudly, naming the place to look. */
const APPENDED = `
function reactFeatureTrimmed(feature) {
  throw new Error((typeof feature === "string" ? feature : "React's action hooks or resource hints") + " are trimmed from this bundle (tooling/react-dom-trim.ts)");
}
`;

/** React DOM's client renderer, production build. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

export function trimReactDom(source: string): string {
  return applyEdits(source, EDITS, 'react-dom trim (tooling/react-dom-trim.ts, decision 096)') + APPENDED;
}

export const reactDomTrimPlugin: Plugin = {
  name: 'react-dom-trim',
  setup(b) {
    b.onLoad({ filter: REACT_DOM_CLIENT }, (args) => ({
      contents: trimReactDom(readFileSync(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
