const args = process.argv.slice(2);

/** A bench's numeric option (`--leads 2000`), or its default when absent or not a number. */
export const numberFlag = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return (at >= 0 ? Number(args[at + 1]) : 0) || fallback;
};
