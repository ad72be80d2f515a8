type AsyncMethod = (...args: never[]) => Promise<unknown>;

/**
 * The database client with `methods` starting one call per event-loop turn, in the order they
 * were called (docs/decisions/034-database-statements-take-turns.md). Node accepts one new
 * connection per turn, and PGlite runs each statement on this very thread: statements run back
 * to back in one turn kept new visitors, and the outbox's mail files, waiting for all of them.
 */
export function startingInTurns<T extends object>(client: T, methods: readonly (keyof T & string)[]): T {
  let last: Promise<void> = Promise.resolve();
  const nextTurn = () => (last = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))));
  const wrapped = new Map<PropertyKey, AsyncMethod>(
    methods.map((name) => {
      const method = client[name] as AsyncMethod;
      return [name, (...args) => nextTurn().then(() => method.apply(client, args))];
    }),
  );
  return new Proxy(client, {
    get(target, property) {
      const own = wrapped.get(property);
      if (own) return own;
      // The real object as `this`: PGlite keeps its state in private fields.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
