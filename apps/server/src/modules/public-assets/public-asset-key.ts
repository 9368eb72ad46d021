export const publicAssetFolders = ['logo', 'favicon', 'banner', 'subscription', 'footer'] as const;
export type PublicAssetFolder = (typeof publicAssetFolders)[number];

export const publicAssetKey = (companyId: number, folder: PublicAssetFolder, file: string) =>
  `companies/${companyId}/public/${folder}/${file}`;

/** The URL the web app uses for a stored branding image. */
export const publicAssetUrl = (companyId: number, folder: PublicAssetFolder, file: string) =>
  `/api/v1/public-assets/${companyId}/${folder}/${file}`;
