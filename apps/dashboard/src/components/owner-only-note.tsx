/** Why a member who is not an owner sees the page but cannot change it. */
export function OwnerOnlyNote({ text }: { readonly text: string }) {
  return (
    <p className="notice" role="note">
      {text}
    </p>
  );
}
