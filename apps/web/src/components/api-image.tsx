import { Center, Image, type ImageProps, Loader } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useApiImage } from '../lib/files.ts';

/** An image from the files API, with a placeholder while it loads and when it cannot. */
export function ApiImage({ fileName, alt, tenantId, ...props }: { fileName: string; alt: string; tenantId?: string } & ImageProps) {
  const { data, isError, isPending } = useApiImage(fileName, tenantId);
  if (isError) {
    return (
      <Center {...(props as object)} bg="gray.1" c="gray.6" {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
        <IconPhotoOff aria-hidden />
      </Center>
    );
  }
  if (isPending || !data) {
    return (
      <Center {...(props as object)} bg="gray.0">
        <Loader size="sm" />
      </Center>
    );
  }
  return <Image src={data} alt={alt} {...props} />;
}
