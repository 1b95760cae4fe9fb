import { GraphQLError, Kind, type ASTVisitor, type ValidationContext, type SelectionSetNode } from 'graphql';

export const MAX_QUERY_DEPTH = 8;

/** Rejects operations nested deeper than `max` (fragments followed), before any resolver runs. */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    const depthOf = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
      if (!set) return depth;
      let deepest = depth;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, depth + 1, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, depth, seen));
        } else if (!seen.has(selection.name.value)) {
          const fragment = fragments.get(selection.name.value);
          deepest = Math.max(deepest, depthOf(fragment?.selectionSet, depth, new Set([...seen, selection.name.value])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, 0, new Set());
        if (depth > max) context.reportError(new GraphQLError(`Query depth ${depth} exceeds the limit of ${max}`, { nodes: [node] }));
      },
    };
  };
}
