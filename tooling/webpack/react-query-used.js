// What the page shares as `@tanstack/react-query` (shared-modules.mjs, decision 038). A shared
// module is loaded whole, unshaken; re-exporting only the names the apps import lets webpack
// leave the rest of the package out. `react-query-package` is an alias of the package's own
// build (create-app-config.mjs): importing '@tanstack/react-query' here would consume this module.
// tooling/shared-contract checks that every name an app imports is listed.
export {
  QueryClient,
  QueryClientProvider,
  hashKey,
  infiniteQueryOptions,
  keepPreviousData,
  matchQuery,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-package';
