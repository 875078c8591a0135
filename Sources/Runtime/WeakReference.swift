/// A weak reference to an object, as a value that can be stored in collections.
///
/// Generated mediators use it for colleagues they hold weakly. Reading ``object`` after the
/// object has been deallocated gives `nil`.
public struct WeakReference<Object: AnyObject> {
    // Inlinable access lets colleague-set iteration read the reference in place, without
    // copying the whole entry through its generic value witnesses.
    @usableFromInline weak var target: Object?

    /// The referenced object, or `nil` once it has been deallocated.
    @inlinable
    public var object: Object? {
        target
    }

    /// The identity of the object at the time the reference was made.
    ///
    /// It stays valid as a key while ``object`` is not `nil`. After the object is gone, the same
    /// identifier can be reused by a new object, so compare it only together with a live object.
    public let identifier: ObjectIdentifier

    /// Makes a weak reference to `object`.
    public init(_ object: Object) {
        self.target = object
        self.identifier = ObjectIdentifier(object)
    }
}

extension WeakReference: Sendable where Object: Sendable {}
