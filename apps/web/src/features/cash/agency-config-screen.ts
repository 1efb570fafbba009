/** Lazy entry of Gestión de caja › Configuración. */
export { Component } from './routes/agency-config';
