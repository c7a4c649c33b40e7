#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

pub mod abstraction;
pub mod boxes;
mod cartesian;
pub mod deadline;
pub mod display;
pub mod dot;
pub mod folding;
pub mod forest;
pub mod graph;
pub mod inclusion;
pub mod knot;
pub mod language;
pub mod memo;
pub mod product;
pub mod simulation;
pub mod span;
pub mod symbol;
pub mod ta;
pub mod tree;
pub mod unfolding;

pub use boxes::{BoxDb, Folding};
pub use folding::Mode;
pub use forest::ForestAutomaton;
pub use graph::{Graph, GraphError, IoForest, IoGraph, NodeId};
pub use inclusion::Inclusion;
pub use knot::{Knot, Shape};
pub use simulation::Simulation;
pub use span::Span;
pub use symbol::{BoxId, Data, Label, LabelId, Selector, SubLabel, Symbol};
pub use ta::{Rule, RuleId, State, TreeAutomaton};
pub use tree::Tree;
pub use unfolding::Unsupported;
