// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/client/types.ts.

// The request and answer shapes of the API at the type level. The generated part of the client
// describes each action as an `ActionShape` (its tokens and their value types); the types here turn a
// shape into what a call takes and answers, so that a token the action does not accept, a value of
// the wrong type or a missing mandatory argument is a compile error.
export {};
