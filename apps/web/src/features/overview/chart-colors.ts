/** The Overview charts' series colours, in the order of the disposition's slices. */
export const CHART_COLORS = ['#2f9e44', '#1c7ed6', '#f08c00', '#adb5bd'];
