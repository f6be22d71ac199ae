import { createContext, useContext } from 'react';

/**
 * Whose channel the builder edits (a moderator builds for the owner): uploads are theirs. Its own
 * module, free of the query client: the gallery imports the forms' modules without it.
 */
export const MediaOwnerContext = createContext<string | undefined>(undefined);
export const useMediaOwner = () => useContext(MediaOwnerContext);
