// A schema and the hand-written type it checks must not drift: `const check: SameShape<z.output<typeof schema>, T>
// = true` stops compiling when one gains, loses or changes a field the other does not.
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
