/** Where "Start a new estate" goes: a new estate, created by the user (not from an invitation). */
export const NEW_ESTATE_PATH = '/estate/new?created=u';
