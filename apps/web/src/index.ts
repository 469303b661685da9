// @probity/web is an application, not a library; this entry exists for the workspace's "exports" field only.
export {};
