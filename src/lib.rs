pub mod dd;
pub mod lang;
pub mod tree;
