// The spacing scale keys shared by layout components; each maps to the `--space-N` token of the same number.
export const spaceKeys = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export type SpaceKey = (typeof spaceKeys)[number];
