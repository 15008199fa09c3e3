/** The file is not GeoJSON or TopoJSON that `noding` can read; the message says where. The run stops with exit status 2. */
export class GeoInputError extends Error {}
