// Limits on what one GraphQL request may ask, checked during validation before anything runs: nesting depth and the
// number of fields (aliases multiply work: `a1: quiz(id:…) a2: quiz(id:…) …`). Fragments are expanded with a guard,
// so a fragment cycle (reported by graphql's own rule) cannot loop here.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxFields: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 8, maxFields: 200 };

export function queryLimitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    return {
      OperationDefinition(node) {
        let fields = 0;
        let deepest = 0;
        const walk = (set: SelectionSetNode, depth: number, path: Set<string>): void => {
          for (const sel of set.selections) {
            if (sel.kind === Kind.FIELD) {
              fields++;
              deepest = Math.max(deepest, depth);
              if (sel.selectionSet && depth < limits.maxDepth + 1 && fields <= limits.maxFields)
                walk(sel.selectionSet, depth + 1, path);
            } else if (sel.kind === Kind.INLINE_FRAGMENT) {
              walk(sel.selectionSet, depth, path);
            } else {
              const name = sel.name.value;
              const fragment = fragments.get(name);
              if (!fragment || path.has(name)) continue;
              walk(fragment.selectionSet, depth, new Set(path).add(name));
            }
          }
        };
        walk(node.selectionSet, 1, new Set());
        if (deepest > limits.maxDepth) {
          context.reportError(
            new GraphQLError(`query is nested ${deepest} levels deep; at most ${limits.maxDepth} are allowed`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
        if (fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(`query selects more than ${limits.maxFields} fields; ask for fewer`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_COMPLEX' },
            }),
          );
        }
      },
    };
  };
}
