// The browser bundle's copy of React DOM, without the parts this site never runs (decision 096). React DOM is one
// CommonJS module that cannot be tree-shaken, and it builds these features in: ref callbacks on fragments (a
// FragmentInstance with twelve DOM-like methods), the view transitions a commit starts when a <ViewTransition> is
// in the tree, the action hooks (useActionState, useFormState, useOptimistic) and form actions (a function as a
// <form action>). Each edit below switches one of them off where React reaches it, and the minifier then drops the
// code behind it. Only the client bundle is edited: the server renders with the package as shipped. A use of a
// trimmed feature fails loudly (reactFeatureTrimmed), except a <ViewTransition>, whose updates commit without the
// animation; tooling/react-dom-trim.test.ts checks that no browser code asks for any of them.
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
    why: 'the action hooks (useActionState, useFormState, useOptimistic) in the mount, update and rerender dispatchers: no component calls them',
    find: /useFormState: (?:mount|update|rerender)ActionState,\n {4}useActionState: \w+,\n {4}useOptimistic: function \(passthrough(?:, reducer)?\) \{[\s\S]*?\n {4}\},\n/g,
    replace:
      'useFormState: reactFeatureTrimmed,\n    useActionState: reactFeatureTrimmed,\n    useOptimistic: reactFeatureTrimmed,\n',
    times: 3,
  },
  {
    why: "form actions (a function as a form's action or a button's formAction): the site's forms post to a URL or handle onSubmit, so a submit event carries no action for React to run",
    find: '  if (\n    "submit" === domEventName &&\n    maybeTargetInst &&',
    replace: '  if (\n    false &&',
    times: 1,
  },
];

/** What a trimmed-out feature does if used after all: fail loudly, naming the place to look. */
const APPENDED = `
function reactFeatureTrimmed(feature) {
  throw new Error((typeof feature === "string" ? feature : "React's action hooks") + " are trimmed from this bundle (tooling/react-dom-trim.ts)");
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
