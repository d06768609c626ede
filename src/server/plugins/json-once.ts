// An answer object's JSON, made once and sent as a string (docs/decisions/0006-pre-serialized-json.md).
// Here, not in a module's routes, because more than one module's routes send such answers (football,
// search) and routes never import another module's routes.

const serialized = new WeakMap<object, string>();

/**
 * The JSON of `value`, made by `toJson` the first time and reused while the object lives. Fastify's
 * serializer is skipped, hence `as never` at the call sites; tests check the declared shapes.
 */
export function jsonOnce(value: object, toJson: () => string = () => JSON.stringify(value)): string {
  let json = serialized.get(value);
  if (json === undefined) {
    json = toJson();
    serialized.set(value, json);
  }
  return json;
}
