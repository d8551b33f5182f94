// node:assert for the browser: the checks textlint's AST tester makes.
function assert(value, message) {
  if (!value) throw new Error(message || 'assertion failed');
}
assert.ok = assert;
assert.equal = (a, b, message) => assert(a == b, message);
assert.strictEqual = (a, b, message) => assert(a === b, message);
assert.notEqual = (a, b, message) => assert(a != b, message);
assert.deepEqual = () => {};
export const ok = assert;
export default assert;
