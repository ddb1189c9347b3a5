import { data, type LoaderFunctionArgs } from 'react-router';
import { notFoundMessage } from '../../shared/pages/error.ts';
import { loadContextOf, type LoadContext } from '../load-context.ts';

/** §8 'Page Not Found: {path}' goes to the log; the reader gets the 404 error page. */
export function notFound(path: string, ctx: LoadContext) {
  const message = notFoundMessage(path);
  ctx.log.info({ path }, message);
  return data({ message }, { status: 404 });
}

export function notFoundLoader({ request, context }: LoaderFunctionArgs): never {
  throw notFound(new URL(request.url).pathname, loadContextOf(context));
}
