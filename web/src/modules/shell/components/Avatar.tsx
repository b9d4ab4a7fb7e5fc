type AvatarProps = { name: string | null | undefined; size?: number };

/** A member's picture from /avatars (default.jpg when none), decorative next to the name. */
export function Avatar({ name, size = 32 }: AvatarProps) {
  return (
    <img
      className="avatar"
      src={`/avatars/${encodeURIComponent(name || 'default.jpg')}`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
