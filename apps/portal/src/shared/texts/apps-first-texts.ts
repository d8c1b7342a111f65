/** The Applications page's favourite and recently used apps (beyond the spec's texts). */
export const appsFirstTexts = {
  favourites: 'Favourites',
  recentlyUsed: 'Recently used',
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  favourite: 'Favourite',
};
