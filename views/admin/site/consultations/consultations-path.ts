export const CONSULTATIONS_PATH = "/admin/site/consultations";
