import { data, type LoaderFunctionArgs } from 'react-router';
import { loadContextOf, type LoadContext } from '../load-context.ts';

/** §8 'Page Not Found: {path}' goes to the log; the reader gets the 404 error page. */
export function notFound(path: string, ctx: LoadContext) {
  ctx.log.info({ path }, `Page Not Found: ${path}`);
  return data({ message: `Page Not Found: ${path}` }, { status: 404 });
}

export function notFoundLoader({ request, context }: LoaderFunctionArgs): never {
  throw notFound(new URL(request.url).pathname, loadContextOf(context));
}
