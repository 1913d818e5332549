// Ambient module types shared by every workspace (CSS Modules and plain CSS imports).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
// The icons' sprite, imported as an image: the bundler gives its hashed URL (Next's static image import). Declared
// here by name because Next's own `*.svg` declaration comes from next-env.d.ts, which only a build writes.
declare module '@ds/icons/sprite.svg' {
  const sprite: { readonly src: string };
  export default sprite;
}
