/**
 * The router APIs the apps use in the browser. react-router-dom is bundled inside this shared
 * singleton instead of being shared whole: Module Federation cannot tree-shake a shared package, but
 * it can shake what this module leaves out (the data-router half of @remix-run/router), which keeps
 * the first load small. Browser builds resolve `@ps/shared/router` here (the package's `browser`
 * condition); index.ts adds what only the server's first-screen render and tests use (decision 032).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type LinkProps,
} from 'react-router-dom';
