pub mod dd;
