// Which sharing dialog is open: the users list (the Overview's Share Access), the ownership transfer or the history.
import { create } from 'zustand';

export const useSharingDialog = create<{ open: 'access' | 'owner' | 'history' | null }>(() => ({
  open: null,
}));
export const openUserAccess = () => useSharingDialog.setState({ open: 'access' });
export const openOwnerChange = () => useSharingDialog.setState({ open: 'owner' });
export const openHistory = () => useSharingDialog.setState({ open: 'history' });
export const closeSharing = () => useSharingDialog.setState({ open: null });
