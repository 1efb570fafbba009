import Avatar from '@mui/material/Avatar';
import { useImageSrc } from '@/lib/use-image-src';

/** A catalogue picture (logo, product, symbol), or the name's initials while there is none. */
export function CatalogueImage({ url, alt, size = 40 }: { url: string | null; alt: string; size?: number }) {
  const src = useImageSrc(url);
  const initials = alt
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return (
    <Avatar variant="rounded" src={src ?? undefined} alt={alt} sx={{ width: size, height: size, fontSize: size / 2.8 }}>
      {initials}
    </Avatar>
  );
}
