export type Catalogue = Readonly<Record<string, string>>;

export type Translator<C extends Catalogue> = (
  key: keyof C & string,
  params?: Record<string, string | number>,
) => string;

/** A `t` over one catalogue: a key outside it is a compile error; `{name}` placeholders are filled. */
export function createTranslator<C extends Catalogue>(catalogue: C): Translator<C> {
  return (key, params) => {
    const text = catalogue[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}
