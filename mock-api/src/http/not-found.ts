import type { RequestHandler } from 'express';
import { AppError } from './app-error';

export const notFound: RequestHandler = () => {
  throw AppError.notFound();
};
